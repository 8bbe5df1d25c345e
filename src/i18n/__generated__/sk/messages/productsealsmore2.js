/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealsmore2Inputs */

const sk_productsealsmore2 = /** @type {(inputs: Productsealsmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viac o našich certifikátoch udržateľnosti`)
};

/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealsmore2 = sk_productsealsmore2;
export { productsealsmore2 as "productSealsMore" }