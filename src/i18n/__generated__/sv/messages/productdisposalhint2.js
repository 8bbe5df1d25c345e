/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalhint2Inputs */

const sv_productdisposalhint2 = /** @type {(inputs: Productdisposalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vid leveransen tar vi med dina gamla delar och tar hand om dem på rätt sätt.`)
};

/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productdisposalhint2 = sv_productdisposalhint2;
export { productdisposalhint2 as "productDisposalHint" }