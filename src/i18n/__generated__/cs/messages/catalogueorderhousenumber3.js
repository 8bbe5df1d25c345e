/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderhousenumber3Inputs */

const cs_catalogueorderhousenumber3 = /** @type {(inputs: Catalogueorderhousenumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo domu`)
};

/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderhousenumber3 = cs_catalogueorderhousenumber3;
export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" }