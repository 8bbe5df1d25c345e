/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const nl_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} artikel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} artikelen`);
	return /** @type {LocalizedString} */ ("layoutToolCount");
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = nl_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }