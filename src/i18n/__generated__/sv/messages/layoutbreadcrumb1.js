/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbreadcrumb1Inputs */

const sv_layoutbreadcrumb1 = /** @type {(inputs: Layoutbreadcrumb1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brödsmulor`)
};

/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutbreadcrumb1 = sv_layoutbreadcrumb1;
export { layoutbreadcrumb1 as "layoutBreadcrumb" }