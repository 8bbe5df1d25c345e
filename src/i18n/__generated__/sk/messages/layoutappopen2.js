/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappopen2Inputs */

const sk_layoutappopen2 = /** @type {(inputs: Layoutappopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otvoriť`)
};

/**

* @param {Layoutappopen2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutappopen2 = sk_layoutappopen2;
export { layoutappopen2 as "layoutAppOpen" }