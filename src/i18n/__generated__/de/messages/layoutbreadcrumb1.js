/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbreadcrumb1Inputs */

const de_layoutbreadcrumb1 = /** @type {(inputs: Layoutbreadcrumb1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brotkrümelnavigation`)
};

/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutbreadcrumb1 = de_layoutbreadcrumb1;
export { layoutbreadcrumb1 as "layoutBreadcrumb" }