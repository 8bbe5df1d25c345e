/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productbacktolisting3Inputs */

const cs_productbacktolisting3 = /** @type {(inputs: Productbacktolisting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpět na přehled produktů`)
};

/**

* @param {Productbacktolisting3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productbacktolisting3 = cs_productbacktolisting3;
export { productbacktolisting3 as "productBackToListing" }