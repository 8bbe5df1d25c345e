/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionslabel2Inputs */

const de_ch2_contentpromotionslabel2 = /** @type {(inputs: Contentpromotionslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

/**

* @param {Contentpromotionslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentpromotionslabel2 = de_ch2_contentpromotionslabel2;
export { contentpromotionslabel2 as "contentPromotionsLabel" }