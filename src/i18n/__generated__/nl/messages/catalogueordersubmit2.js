/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersubmit2Inputs */

const nl_catalogueordersubmit2 = /** @type {(inputs: Catalogueordersubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis catalogi aanvragen`)
};

/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersubmit2 = nl_catalogueordersubmit2;
export { catalogueordersubmit2 as "catalogueOrderSubmit" }