/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderadditional2Inputs */

const nl_catalogueorderadditional2 = /** @type {(inputs: Catalogueorderadditional2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toevoeging`)
};

/**

* @param {Catalogueorderadditional2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderadditional2 = nl_catalogueorderadditional2;
export { catalogueorderadditional2 as "catalogueOrderAdditional" }