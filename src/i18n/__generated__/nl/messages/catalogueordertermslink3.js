/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertermslink3Inputs */

const nl_catalogueordertermslink3 = /** @type {(inputs: Catalogueordertermslink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`algemene voorwaarden`)
};

/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordertermslink3 = nl_catalogueordertermslink3;
export { catalogueordertermslink3 as "catalogueOrderTermsLink" }