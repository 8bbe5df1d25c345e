/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappopen2Inputs */

const nl_layoutappopen2 = /** @type {(inputs: Layoutappopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openen`)
};

/**

* @param {Layoutappopen2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutappopen2 = nl_layoutappopen2;
export { layoutappopen2 as "layoutAppOpen" }