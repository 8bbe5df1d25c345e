/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersubmit2Inputs */

const de_catalogueordersubmit2 = /** @type {(inputs: Catalogueordersubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataloge kostenlos bestellen`)
};

/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueordersubmit2 = de_catalogueordersubmit2;
export { catalogueordersubmit2 as "catalogueOrderSubmit" }