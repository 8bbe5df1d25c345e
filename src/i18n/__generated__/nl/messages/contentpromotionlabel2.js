/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionlabel2Inputs */

const nl_contentpromotionlabel2 = /** @type {(inputs: Contentpromotionlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actie`)
};

/**

* @param {Contentpromotionlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentpromotionlabel2 = nl_contentpromotionlabel2;
export { contentpromotionlabel2 as "contentPromotionLabel" }