/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderhousenumber3Inputs */

const sv_catalogueorderhousenumber3 = /** @type {(inputs: Catalogueorderhousenumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Husnummer`)
};

/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderhousenumber3 = sv_catalogueorderhousenumber3;
export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" }