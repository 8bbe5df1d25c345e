/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionlabel2Inputs */

const sv_contentpromotionlabel2 = /** @type {(inputs: Contentpromotionlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erbjudande`)
};

/**

* @param {Contentpromotionlabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentpromotionlabel2 = sv_contentpromotionlabel2;
export { contentpromotionlabel2 as "contentPromotionLabel" }