/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformfailed1Inputs */

const de_orderformfailed1 = /** @type {(inputs: Orderformfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Artikel konnten nicht in den Warenkorb gelegt werden.`)
};

/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformfailed1 = de_orderformfailed1;
export { orderformfailed1 as "orderformFailed" }