/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orderformadded1Inputs */

const cs_orderformadded1 = /** @type {(inputs: Orderformadded1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Zboží bylo vloženo do košíku.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} kusy zboží byly vloženy do košíku.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} kusu zboží bylo vloženo do košíku.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} kusů zboží bylo vloženo do košíku.`);
	return /** @type {LocalizedString} */ ("orderformAdded");
};

/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformadded1 = cs_orderformadded1;
export { orderformadded1 as "orderformAdded" }