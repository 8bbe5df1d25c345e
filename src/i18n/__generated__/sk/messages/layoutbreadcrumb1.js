/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbreadcrumb1Inputs */

const sk_layoutbreadcrumb1 = /** @type {(inputs: Layoutbreadcrumb1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omrvinková navigácia`)
};

/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutbreadcrumb1 = sk_layoutbreadcrumb1;
export { layoutbreadcrumb1 as "layoutBreadcrumb" }