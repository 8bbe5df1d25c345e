/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderform2Inputs */

const de_catalogueorderform2 = /** @type {(inputs: Catalogueorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalogbestellung`)
};

/**

* @param {Catalogueorderform2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueorderform2 = de_catalogueorderform2;
export { catalogueorderform2 as "catalogueOrderForm" }