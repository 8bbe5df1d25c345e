/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderform2Inputs */

const sk_catalogueorderform2 = /** @type {(inputs: Catalogueorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávka katalógov`)
};

/**

* @param {Catalogueorderform2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderform2 = sk_catalogueorderform2;
export { catalogueorderform2 as "catalogueOrderForm" }