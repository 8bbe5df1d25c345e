/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbreadcrumb1Inputs */

const cs_layoutbreadcrumb1 = /** @type {(inputs: Layoutbreadcrumb1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drobečková navigace`)
};

/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutbreadcrumb1 = cs_layoutbreadcrumb1;
export { layoutbreadcrumb1 as "layoutBreadcrumb" }