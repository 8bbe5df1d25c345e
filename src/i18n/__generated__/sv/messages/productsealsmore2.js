/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealsmore2Inputs */

const sv_productsealsmore2 = /** @type {(inputs: Productsealsmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mer om våra hållbarhetsmärkningar`)
};

/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsealsmore2 = sv_productsealsmore2;
export { productsealsmore2 as "productSealsMore" }