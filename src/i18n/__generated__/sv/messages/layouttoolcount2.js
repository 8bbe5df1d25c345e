/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const sv_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} artikel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} artiklar`);
	return /** @type {LocalizedString} */ ("layoutToolCount");
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = sv_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }