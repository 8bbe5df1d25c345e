/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersubmit2Inputs */

const sv_catalogueordersubmit2 = /** @type {(inputs: Catalogueordersubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ kataloger gratis`)
};

/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordersubmit2 = sv_catalogueordersubmit2;
export { catalogueordersubmit2 as "catalogueOrderSubmit" }