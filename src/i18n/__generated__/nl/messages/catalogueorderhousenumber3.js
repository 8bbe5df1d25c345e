/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderhousenumber3Inputs */

const nl_catalogueorderhousenumber3 = /** @type {(inputs: Catalogueorderhousenumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huisnummer`)
};

/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderhousenumber3 = nl_catalogueorderhousenumber3;
export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" }