/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionlabel2Inputs */

const fr_contentpromotionlabel2 = /** @type {(inputs: Contentpromotionlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre`)
};

/**

* @param {Contentpromotionlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentpromotionlabel2 = fr_contentpromotionlabel2;
export { contentpromotionlabel2 as "contentPromotionLabel" }