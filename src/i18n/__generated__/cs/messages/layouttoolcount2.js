/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const cs_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, počet položek: ${i?.count}`)
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = cs_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }