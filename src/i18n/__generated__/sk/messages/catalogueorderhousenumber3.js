/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderhousenumber3Inputs */

const sk_catalogueorderhousenumber3 = /** @type {(inputs: Catalogueorderhousenumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo domu`)
};

/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderhousenumber3 = sk_catalogueorderhousenumber3;
export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" }