/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productalldetails2Inputs */

const sv_productalldetails2 = /** @type {(inputs: Productalldetails2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa alla produktdetaljer`)
};

/**

* @param {Productalldetails2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productalldetails2 = sv_productalldetails2;
export { productalldetails2 as "productAllDetails" }