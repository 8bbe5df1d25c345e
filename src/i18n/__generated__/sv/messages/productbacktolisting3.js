/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productbacktolisting3Inputs */

const sv_productbacktolisting3 = /** @type {(inputs: Productbacktolisting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillbaka till produktöversikten`)
};

/**

* @param {Productbacktolisting3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productbacktolisting3 = sv_productbacktolisting3;
export { productbacktolisting3 as "productBackToListing" }