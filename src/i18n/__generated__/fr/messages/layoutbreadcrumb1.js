/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbreadcrumb1Inputs */

const fr_layoutbreadcrumb1 = /** @type {(inputs: Layoutbreadcrumb1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutbreadcrumb1 = fr_layoutbreadcrumb1;
export { layoutbreadcrumb1 as "layoutBreadcrumb" }