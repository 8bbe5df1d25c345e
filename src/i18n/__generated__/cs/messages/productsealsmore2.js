/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealsmore2Inputs */

const cs_productsealsmore2 = /** @type {(inputs: Productsealsmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Více o našich certifikátech udržitelnosti`)
};

/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsealsmore2 = cs_productsealsmore2;
export { productsealsmore2 as "productSealsMore" }