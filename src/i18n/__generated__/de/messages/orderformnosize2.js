/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const de_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Bestellschein enthält Artikel ohne ausgewählte Größe.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = de_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }