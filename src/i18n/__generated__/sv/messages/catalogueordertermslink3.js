/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertermslink3Inputs */

const sv_catalogueordertermslink3 = /** @type {(inputs: Catalogueordertermslink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`allmänna villkor`)
};

/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordertermslink3 = sv_catalogueordertermslink3;
export { catalogueordertermslink3 as "catalogueOrderTermsLink" }