/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealsmore2Inputs */

const nl_productsealsmore2 = /** @type {(inputs: Productsealsmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meer over onze duurzaamheidskeurmerken`)
};

/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealsmore2 = nl_productsealsmore2;
export { productsealsmore2 as "productSealsMore" }