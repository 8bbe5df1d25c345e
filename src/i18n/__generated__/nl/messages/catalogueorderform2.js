/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderform2Inputs */

const nl_catalogueorderform2 = /** @type {(inputs: Catalogueorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogusaanvraag`)
};

/**

* @param {Catalogueorderform2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderform2 = nl_catalogueorderform2;
export { catalogueorderform2 as "catalogueOrderForm" }