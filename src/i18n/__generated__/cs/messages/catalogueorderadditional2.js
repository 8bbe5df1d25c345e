/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderadditional2Inputs */

const cs_catalogueorderadditional2 = /** @type {(inputs: Catalogueorderadditional2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doplněk adresy`)
};

/**

* @param {Catalogueorderadditional2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderadditional2 = cs_catalogueorderadditional2;
export { catalogueorderadditional2 as "catalogueOrderAdditional" }