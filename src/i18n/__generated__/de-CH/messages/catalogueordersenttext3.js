/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersenttext3Inputs */

const de_ch2_catalogueordersenttext3 = /** @type {(inputs: Catalogueordersenttext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Kataloge sind in wenigen Tagen bei Ihnen.`)
};

/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueordersenttext3 = de_ch2_catalogueordersenttext3;
export { catalogueordersenttext3 as "catalogueOrderSentText" }