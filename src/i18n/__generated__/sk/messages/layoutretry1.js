/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutretry1Inputs */

const sk_layoutretry1 = /** @type {(inputs: Layoutretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skúsiť znova`)
};

/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutretry1 = sk_layoutretry1;
export { layoutretry1 as "layoutRetry" }