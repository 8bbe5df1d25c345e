/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderform2Inputs */

const fr_catalogueorderform2 = /** @type {(inputs: Catalogueorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commande de catalogues`)
};

/**

* @param {Catalogueorderform2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderform2 = fr_catalogueorderform2;
export { catalogueorderform2 as "catalogueOrderForm" }