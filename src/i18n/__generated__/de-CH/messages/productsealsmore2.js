/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealsmore2Inputs */

const de_ch2_productsealsmore2 = /** @type {(inputs: Productsealsmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr zu unseren Nachhaltigkeitssiegeln`)
};

/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsealsmore2 = de_ch2_productsealsmore2;
export { productsealsmore2 as "productSealsMore" }