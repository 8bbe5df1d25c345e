/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbreadcrumb1Inputs */

const nl_layoutbreadcrumb1 = /** @type {(inputs: Layoutbreadcrumb1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kruimelpad`)
};

/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutbreadcrumb1 = nl_layoutbreadcrumb1;
export { layoutbreadcrumb1 as "layoutBreadcrumb" }