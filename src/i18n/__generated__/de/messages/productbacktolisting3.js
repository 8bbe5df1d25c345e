/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productbacktolisting3Inputs */

const de_productbacktolisting3 = /** @type {(inputs: Productbacktolisting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Produktübersicht`)
};

/**

* @param {Productbacktolisting3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productbacktolisting3 = de_productbacktolisting3;
export { productbacktolisting3 as "productBackToListing" }