/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderadditional2Inputs */

const fr_catalogueorderadditional2 = /** @type {(inputs: Catalogueorderadditional2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complément d’adresse`)
};

/**

* @param {Catalogueorderadditional2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderadditional2 = fr_catalogueorderadditional2;
export { catalogueorderadditional2 as "catalogueOrderAdditional" }