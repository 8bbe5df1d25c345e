/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderadditional2Inputs */

const sv_catalogueorderadditional2 = /** @type {(inputs: Catalogueorderadditional2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresstillägg`)
};

/**

* @param {Catalogueorderadditional2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderadditional2 = sv_catalogueorderadditional2;
export { catalogueorderadditional2 as "catalogueOrderAdditional" }