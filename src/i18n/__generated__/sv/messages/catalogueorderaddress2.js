/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderaddress2Inputs */

const sv_catalogueorderaddress2 = /** @type {(inputs: Catalogueorderaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din adress`)
};

/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderaddress2 = sv_catalogueorderaddress2;
export { catalogueorderaddress2 as "catalogueOrderAddress" }