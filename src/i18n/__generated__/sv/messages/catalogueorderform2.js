/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderform2Inputs */

const sv_catalogueorderform2 = /** @type {(inputs: Catalogueorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalogbeställning`)
};

/**

* @param {Catalogueorderform2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderform2 = sv_catalogueorderform2;
export { catalogueorderform2 as "catalogueOrderForm" }