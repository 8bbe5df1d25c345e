/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const sk_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, počet položiek: ${i?.count}`)
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = sk_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }