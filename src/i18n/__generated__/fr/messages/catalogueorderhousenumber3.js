/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderhousenumber3Inputs */

const fr_catalogueorderhousenumber3 = /** @type {(inputs: Catalogueorderhousenumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro`)
};

/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderhousenumber3 = fr_catalogueorderhousenumber3;
export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" }