/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productbacktolisting3Inputs */

const sk_productbacktolisting3 = /** @type {(inputs: Productbacktolisting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Späť na prehľad produktov`)
};

/**

* @param {Productbacktolisting3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productbacktolisting3 = sk_productbacktolisting3;
export { productbacktolisting3 as "productBackToListing" }