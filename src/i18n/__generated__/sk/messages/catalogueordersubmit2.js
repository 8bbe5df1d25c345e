/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersubmit2Inputs */

const sk_catalogueordersubmit2 = /** @type {(inputs: Catalogueordersubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednať katalógy zadarmo`)
};

/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordersubmit2 = sk_catalogueordersubmit2;
export { catalogueordersubmit2 as "catalogueOrderSubmit" }