/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersubmit2Inputs */

const de_ch2_catalogueordersubmit2 = /** @type {(inputs: Catalogueordersubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataloge kostenlos bestellen`)
};

/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueordersubmit2 = de_ch2_catalogueordersubmit2;
export { catalogueordersubmit2 as "catalogueOrderSubmit" }