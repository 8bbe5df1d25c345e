/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappopen2Inputs */

const cs_layoutappopen2 = /** @type {(inputs: Layoutappopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otevřít`)
};

/**

* @param {Layoutappopen2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutappopen2 = cs_layoutappopen2;
export { layoutappopen2 as "layoutAppOpen" }